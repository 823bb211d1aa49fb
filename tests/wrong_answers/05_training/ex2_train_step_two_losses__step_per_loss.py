# Diagnosis: stepped-twice
# Pitfall: a step() after each loss's backward(): two updates, the first loss's gradient applied twice.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = shared(x).relu()
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    optimizer.step()
    loss_b.backward()
    optimizer.step()
    return (loss_a + loss_b).item()
