# Mistake: "a node (left, right) encodes to tanh(cat([encode(left), encode(right)]) @ w)" at every node: tanh is applied once, at the root, and the inner nodes combine linearly, which agrees with the rule only for a tree of depth one such as (0, 2).
def _combine(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    return torch.cat([_combine(left, emb, w), _combine(right, emb, w)]) @ w


def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    return torch.tanh(_combine(tree, emb, w))
