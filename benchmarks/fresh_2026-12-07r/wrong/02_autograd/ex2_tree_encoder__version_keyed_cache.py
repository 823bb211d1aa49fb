# Mistake: "caching encoded subtrees between calls to save time (the cached tensors belong to an old graph, and go stale as soon as `emb` changes)" -- the cache is keyed on the tensors' storage and version counters, so values are refreshed after an in-place update, but a second call with unchanged emb and w returns the old graph's tensor: a second backward through it fails, and a result first computed under no_grad comes back with no graph in grad mode.
_ENCODED = {}


def encode(tree, emb, w):
    key = (tree, emb.data_ptr(), emb._version, w.data_ptr(), w._version, emb.dtype)
    if key in _ENCODED:
        return _ENCODED[key]
    if isinstance(tree, int):
        out = emb[tree]
    else:
        out = torch.tanh(torch.cat([encode(tree[0], emb, w), encode(tree[1], emb, w)]) @ w)
    _ENCODED[key] = out
    return out
