# Diagnosis: wrong-node-rule
# Pitfall: concatenates the right child before the left one; every inner node is wrong.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    return torch.tanh(torch.cat([encode(right, emb, w), encode(left, emb, w)]) @ w)
