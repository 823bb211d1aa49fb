# Mistake: "works for any `B >= 1` and `micro_batch_size >= 1` (micro-batches of a single example included)": squeezes the logits, so a micro-batch of one example (or C = 1) gives cross_entropy mismatched shapes.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        logits = model(xb).squeeze()
        loss = F.cross_entropy(logits, yb) * (len(yb) / B)
        loss.backward()
        total += loss.item()
    return total
