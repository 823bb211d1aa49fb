# Mistake: "caching encoded subtrees between calls to save time (the cached tensors belong to an old graph...)": the cache is keyed on the tensors' versions so it survives the visible test's emb += 0.5, but a second call with unchanged emb and w returns the old tensor, whose graph a first backward already freed (a second backward raises), and a cached result from a no_grad call comes back without a graph.
_cache = {}


def encode(tree, emb, w):
    key = (tree, id(emb), emb._version, id(w), w._version)
    if key in _cache:
        return _cache[key]
    if isinstance(tree, tuple):
        left, right = tree
        out = torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
    else:
        out = emb[tree]
    _cache[key] = out
    return out
