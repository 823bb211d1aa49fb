# Mistake: "caching encoded subtrees between calls to save time (the cached tensors belong to an old graph ...)": results are kept between calls while the tensors' versions are unchanged, so a second call on the same inputs returns the old tensor, whose graph the first backward() already freed (a second backward raises), and repeated calls share one graph.
_encoded = {}


def encode(tree, emb, w):
    key = (tree, id(emb), emb._version, id(w), w._version, torch.is_grad_enabled())
    if key in _encoded:
        return _encoded[key]
    if isinstance(tree, int):
        out = emb[tree]
    else:
        left, right = tree
        out = torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
    _encoded[key] = out
    return out
