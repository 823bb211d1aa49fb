# Mistake: "a node `(left, right)` encodes to `tanh(cat([encode(left), encode(right)]) @ w)`" (tanh at every inner node): tanh is applied once, at the root, so any tree with an inner node below the root, such as ((0, 1), 2), gets another vector.
def encode(tree, emb, w):
    def linear(node):
        if isinstance(node, int):
            return emb[node]
        left, right = node
        return torch.cat([linear(left), linear(right)]) @ w

    if isinstance(tree, int):
        return emb[tree]
    return torch.tanh(linear(tree))
