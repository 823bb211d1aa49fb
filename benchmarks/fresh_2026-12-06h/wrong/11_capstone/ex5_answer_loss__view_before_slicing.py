# Mistake: "for float32 or float64 logits in any memory layout" — it avoids the view-on-a-slice error by flattening the whole logits with .view(-1, V) first and selecting the answer rows by index, but .view still fails on transposed or strided logits.
def answer_loss(logits, sequences, answer_len):
    batch, length, vocab = logits.shape
    flat_logits = logits.view(-1, vocab)                         # the whole tensor: no slice yet
    flat_targets = sequences[:, 1:].reshape(-1)
    positions = torch.arange(length - answer_len, length, device=logits.device)
    rows = (torch.arange(batch, device=logits.device)[:, None] * length + positions).reshape(-1)
    return F.cross_entropy(flat_logits[rows], flat_targets[rows])
