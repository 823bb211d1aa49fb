# Mistake: "for each micro-batch in turn runs **one** forward pass and then calls `backward()` on its loss, before the next micro-batch's forward pass (so only one micro-batch's graph is in memory at a time)" — runs every forward first, keeping all graphs alive, then calls backward on each loss; the gradients are right but every micro-batch's graph is held at once.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    losses = [F.cross_entropy(model(xb), yb, reduction="sum") / B
              for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size))]
    for loss in losses:
        loss.backward()
    return float(sum(l.item() for l in losses))
