# Mistake: "`shared` ... followed by ... a BatchNorm1d or a Dropout the caller froze in eval mode ... in train or in eval mode" / "after the call, `parts` as the reference leaves it" — it calls .train() on the three parts "because this is a training step": the frozen BatchNorm now normalises with batch statistics and updates its running averages (and raises on a batch of one), and the parts come back in training mode.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        part.train()
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
