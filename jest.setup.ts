import '@testing-library/jest-dom';

// embla-carousel and our drawer read these browser APIs, which jsdom lacks.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;

  class ObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= ObserverStub as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= ObserverStub as unknown as typeof ResizeObserver;
}
