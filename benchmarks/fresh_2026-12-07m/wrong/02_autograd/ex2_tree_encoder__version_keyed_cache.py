# Mistake: "caching encoded subtrees between calls to save time (the cached tensors belong to an old graph, and go stale ...)": the cache is keyed by the tensors' id and version counter, so a second call with the same unchanged emb and w returns the first call's vector from the old graph (a second backward through it fails), and a new emb that reuses a freed id and version gets stale vectors.
_ENCODED = {}


def encode(tree, emb, w):
    key = (tree, id(emb), emb._version, id(w), w._version)   # any in-place change bumps _version
    if key not in _ENCODED:
        if isinstance(tree, tuple):
            left, right = tree
            _ENCODED[key] = torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
        else:
            _ENCODED[key] = emb[tree]
    return _ENCODED[key]
