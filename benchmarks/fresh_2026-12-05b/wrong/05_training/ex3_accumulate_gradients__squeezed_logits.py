# Mistake: "micro-batches of a single example included" — squeezes the logits and indexes the classes with dim=1 to weight the loss, which fails for a micro-batch of one example.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        logits = model(xb).squeeze()
        log_probs = logits.log_softmax(dim=1)
        loss = -log_probs.gather(1, yb[:, None]).sum() / B
        loss.backward()
        total += loss.item()
    return total
