# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)`" (at every node) -- applies tanh once, to the root, and leaves the inner nodes linear; for trees of depth 1 such as (0, 2) it coincides, for ((0, 1), 2) the inner node is not squashed.
def _combine(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    return torch.cat([_combine(left, emb, w), _combine(right, emb, w)]) @ w


def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    return torch.tanh(_combine(tree, emb, w))      # the encoder's output non-linearity
