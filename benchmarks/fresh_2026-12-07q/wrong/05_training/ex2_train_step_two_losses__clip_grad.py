# Mistake: "doing **one** optimisation step (one `optimizer.step()`) on `loss = cross_entropy(...) + mse_loss(...)`" -- it clips the gradient norm to 5.0 before the step (the chapter's habit), so whenever the gradient's norm exceeds 5 the parameters and the .grad after the call differ from the reference's.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    params = [p for part in (shared, head_a, head_b) for p in part.parameters()]
    torch.nn.utils.clip_grad_norm_(params, max_norm=5.0)
    optimizer.step()
    return loss.item()
