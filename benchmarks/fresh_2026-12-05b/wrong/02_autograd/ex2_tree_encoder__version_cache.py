# Mistake: "caching encoded subtrees between calls to save time (the cached tensors belong to an old graph ...)" — caches per (tree, emb version, w version); a second backward through the cached vectors fails.
_cache = {}


def encode(tree, emb, w):
    key = (tree, id(emb), emb._version, id(w), w._version)
    if key in _cache:
        return _cache[key]
    if isinstance(tree, int):
        out = emb[tree]
    else:
        left, right = tree
        out = torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
    _cache[key] = out
    return out
