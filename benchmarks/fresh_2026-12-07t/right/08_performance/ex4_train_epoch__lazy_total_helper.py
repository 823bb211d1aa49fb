# Right: a helper does one step; the running total is created from the first loss (its dtype and device) and added to in place, read with float() at the end.
def _one_step(model, optimizer, xb, yb):
    optimizer.zero_grad(set_to_none=True)
    loss = F.cross_entropy(model(xb), yb)
    loss.backward()
    optimizer.step()
    return loss.detach()


def train_epoch(model, optimizer, batches):
    model.train(True)
    total = None
    for xb, yb in batches:
        loss = _one_step(model, optimizer, xb, yb)
        if total is None:
            total = loss.clone()
        else:
            total.add_(loss)
    return float(total.div(len(batches)))
