# Mistake: "a pair (left, right) of subtrees, nested to any depth": the recursion is unrolled for two levels (a child is a leaf or a pair of leaves), so a child that is itself a pair of pairs makes emb[...] index with a tuple of tuples and raise.
def _node(a, b, w):
    return torch.tanh(torch.cat([a, b]) @ w)


def _child(sub, emb, w):
    if isinstance(sub, int):
        return emb[sub]
    return _node(emb[sub[0]], emb[sub[1]], w)


def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    return _node(_child(left, emb, w), _child(right, emb, w), w)
