# Mistake: "mind `F.cross_entropy`'s layout (classes in dimension 1, or flatten)" — writes the loss by hand with log_softmax over dim=1, which for (B, A, V) logits normalises over the answer positions instead of the vocabulary (with answer_len == 1 every log-probability is then 0, so the loss is 0)
def answer_loss(logits, sequences, answer_len):
    pred = logits[:, -answer_len:, :]
    target = sequences[:, -answer_len:]
    logp = pred.log_softmax(dim=1)
    return -logp.gather(2, target.unsqueeze(-1)).squeeze(-1).mean()
