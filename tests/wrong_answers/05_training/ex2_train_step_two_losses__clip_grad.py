# Diagnosis: domain-wrong-state
# Pitfall: the gradient clipped at 5 before the step, which the prompt's one step does not do: large targets show it (fresh batch q).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    params = [p for part in (shared, head_a, head_b) for p in part.parameters()]
    torch.nn.utils.clip_grad_norm_(params, max_norm=5.0)
    optimizer.step()
    return loss.item()
