# Mistake: "caching encoded subtrees between calls to save time (the cached tensors belong to an old graph, and go stale as soon as `emb` changes)" — the cache is keyed on (id(emb), id(w), subtree), which looks safe, but an in-place update of emb keeps its id, so the next call returns the old vectors from the old graph.
_cache = {}


def encode(tree, emb, w):
    key = (id(emb), id(w), tree)
    if key not in _cache:
        if isinstance(tree, int):
            _cache[key] = emb[tree]
        else:
            left, right = tree
            _cache[key] = torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
    return _cache[key]
