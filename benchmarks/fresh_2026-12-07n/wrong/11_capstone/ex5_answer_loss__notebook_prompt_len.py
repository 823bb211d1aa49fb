# Mistake: "for several lengths and values of `answer_len` (use the arguments, not the notebook's constants)" — starts the answer after the notebook's PROMPT_LEN instead of taking the last answer_len tokens, right only for sequences of the notebook's layout (prompt of 2 * D + 1 tokens).
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, PROMPT_LEN - 1:]          # the prediction made at '=' and after it
    targets = sequences[:, PROMPT_LEN:]
    return F.cross_entropy(predictions.reshape(-1, logits.shape[-1]), targets.reshape(-1))
