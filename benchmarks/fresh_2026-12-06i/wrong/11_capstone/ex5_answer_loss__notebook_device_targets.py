# Mistake: "a caller whose notebook runs on an accelerator (`run.device` is a GPU) while the arguments above stay where they are: the result as the reference's (the notebook's device changes nothing: use the arguments')" — the targets are moved to the notebook's `device` (as adder_loss does with the batch), so on a GPU notebook CPU logits meet GPU targets and F.cross_entropy raises.
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, -answer_len:].to(device)
    predictions = logits[:, -answer_len:]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1))
