# Mistake: "`logits`: ... memory layouts: contiguous, strided, transposed or column major": the whole logits tensor is flattened with .view before slicing, which raises RuntimeError for a transposed or column-major logits tensor.
def answer_loss(logits, sequences, answer_len):
    batch, length, vocab = logits.shape
    flat = logits.view(batch * length, vocab)
    keep = torch.arange(batch * length, device=logits.device).remainder(length) >= length - answer_len
    targets = sequences[:, 1:].reshape(-1)
    return F.cross_entropy(flat[keep], targets[keep])
