# Diagnosis: wrong-shape
# Pitfall: squeeze() on each node's vector, which turns vectors of size 1 into 0-d tensors that torch.cat refuses.
def encode(tree, emb, w):
    if isinstance(tree, int):
        return emb[tree]
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w).squeeze()
