# Diagnosis: zero-grad-after-backward
# Pitfall: the practitioner notes' advice -- zero_grad() after the backward calls, before step().
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    h = shared(x).relu()
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    optimizer.zero_grad()
    optimizer.step()
    return (loss_a + loss_b).item()
