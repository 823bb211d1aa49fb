# Mistake: "the predictions of the last answer_len tokens of sequences ... (use the arguments, not the notebook's constants)" — the loss starts at the "=" position as in section 3's probe (logits[:, PROMPT_LEN - 1:], PROMPT_LEN = 5 at the small scale), so it covers L - 4 tokens whatever answer_len says: for L = 5 and answer_len = 1 it averages 2 tokens, and for L = 1 or 3 the slice is empty and the loss is NaN.
def answer_loss(logits, sequences, answer_len):
    preds = logits[:, PROMPT_LEN - 1:]
    targets = sequences[:, PROMPT_LEN:]
    return F.cross_entropy(preds.reshape(-1, preds.shape[-1]), targets.reshape(-1))
