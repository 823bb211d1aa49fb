# Mistake: "for several lengths and values of `answer_len` (use the arguments, not the notebook's constants)": the prompt length is derived from the addition format (two numbers of answer_len - 1 digits and '=', so 2 * answer_len - 1), which is right only when the sequence has 3 * answer_len - 1 tokens (as in the notebook and the visible test) and slices the wrong positions for any other length.
def answer_loss(logits, sequences, answer_len):
    prompt_len = 2 * answer_len - 1                       # a + b digits and '='
    predictions = logits[:, prompt_len - 1:]              # the logits at t predict token t + 1
    targets = sequences[:, prompt_len:]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1))
