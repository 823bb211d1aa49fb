# Right: explicit log_softmax + gather + mean instead of F.cross_entropy.
def answer_loss(logits, sequences, answer_len):
    logp = torch.log_softmax(logits[:, -answer_len:, :], dim=-1)
    target = sequences[:, -answer_len:].unsqueeze(-1)
    return -logp.gather(-1, target).mean()
