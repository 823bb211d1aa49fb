# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's: under `no_grad()` PyTorch's operations record no graph ...; return what the operations give)": the loss is computed under torch.enable_grad() to make sure it is differentiable, so a caller under no_grad() with logits that require grad gets a loss that requires grad and holds a graph.
def answer_loss(logits, sequences, answer_len):
    with torch.enable_grad():                             # the loss must be differentiable
        predictions = logits[:, -answer_len:]
        targets = sequences[:, -answer_len:]
        return F.cross_entropy(predictions.flatten(0, 1), targets.flatten())
