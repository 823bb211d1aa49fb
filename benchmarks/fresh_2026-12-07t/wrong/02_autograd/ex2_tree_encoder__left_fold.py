# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)`", "nested to any depth": the tree's leaves are flattened and folded left to right like an RNN, which matches the recursion only for left-deep trees such as (0, 2) or ((0, 1), 2), not for (0, (1, 2)).
def _leaves(tree):
    if isinstance(tree, tuple):
        return _leaves(tree[0]) + _leaves(tree[1])
    return [tree]


def encode(tree, emb, w):
    leaves = _leaves(tree)
    state = emb[leaves[0]]
    for i in leaves[1:]:                      # combine one leaf at a time
        state = torch.tanh(torch.cat([state, emb[i]]) @ w)
    return state
