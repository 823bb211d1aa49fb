# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's: ... a view of a tensor that requires grad, such as an indexed row, still says `requires_grad=True`; return what the operations give, without detaching or copying)": a leaf is looked up with F.embedding, a copy rather than the row view emb[i], so for a single-leaf tree under no_grad the result says requires_grad=False where emb[i] says True.
def encode(tree, emb, w):
    if isinstance(tree, int):
        index = torch.tensor(tree, device=emb.device)
        return F.embedding(index, emb)           # the embedding-table lookup
    left, right = tree
    return torch.tanh(torch.cat([encode(left, emb, w), encode(right, emb, w)]) @ w)
