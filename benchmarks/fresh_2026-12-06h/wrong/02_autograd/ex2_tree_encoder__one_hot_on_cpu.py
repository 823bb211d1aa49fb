# Mistake: "a leaf i encodes to emb[i]" (must-handle: inputs on an accelerator, or meta: the result on the same device) — it looks a leaf up as a one-hot row times the table, with the one-hot vector made by F.one_hot(torch.tensor(i)) on the CPU, so emb on a GPU (or meta) raises a device mismatch.
def encode(tree, emb, w):
    if isinstance(tree, int):
        one_hot = F.one_hot(torch.tensor(tree), num_classes=emb.shape[0]).to(emb.dtype)
        return one_hot @ emb                  # gradient reaches exactly row `tree`
    left, right = tree
    both = torch.cat([encode(left, emb, w), encode(right, emb, w)])
    return torch.tanh(both @ w)
