# Mistake: "a second `backward()` through a graph the first one freed" — the shared part's graph is freed by the first backward, the second raises RuntimeError
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward()
    loss_b.backward()
    optimizer.step()
    return loss_a.item() + loss_b.item()
