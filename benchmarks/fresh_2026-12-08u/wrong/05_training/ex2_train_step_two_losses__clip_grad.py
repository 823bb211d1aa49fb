# Mistake: "doing one optimisation step ... on loss = cross_entropy(...) + mse_loss(...)": the gradients are clipped to norm 10 before step() out of habit, so with large regression targets (around 100) the update is far smaller than the reference's.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    params = [p for m in (shared, head_a, head_b) for p in m.parameters()]
    torch.nn.utils.clip_grad_norm_(params, max_norm=10.0)
    optimizer.step()
    return loss.item()
