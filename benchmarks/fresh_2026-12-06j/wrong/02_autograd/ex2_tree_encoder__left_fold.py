# Mistake: "a node (left, right) encodes to tanh(cat([encode(left), encode(right)]) @ w)" for trees "nested to any depth": the leaves are read left to right and folded into a left-leaning chain, so the tree's own shape is lost ((0, (1, 2)) and ((0, 1), 2) encode the same; ((0, 1), (2, 3)) is wrong).
def _leaves(tree):
    if isinstance(tree, int):
        return [tree]
    return _leaves(tree[0]) + _leaves(tree[1])


def encode(tree, emb, w):
    leaves = _leaves(tree)
    vector = emb[leaves[0]]
    for i in leaves[1:]:
        vector = torch.tanh(torch.cat([vector, emb[i]]) @ w)
    return vector
