# Mistake: "one optimisation step ... on `loss = cross_entropy(...) + mse_loss(...)`" whose "gradients come from both losses": the gradients are clipped to norm 10 before step(), so with large regression targets (y_reg around 100, a gradient far larger than 1) the step is not the loss's gradient step.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    params = [p for part in (shared, head_a, head_b) for p in part.parameters() if p.grad is not None]
    torch.nn.utils.clip_grad_norm_(params, max_norm=10.0)    # two losses: keep the step bounded
    optimizer.step()
    return float(loss)
