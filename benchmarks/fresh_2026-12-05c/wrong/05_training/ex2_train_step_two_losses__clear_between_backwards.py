# Mistake: "whose gradients come from **both** losses" — clears between the two backward calls, so only the regression loss counts
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    optimizer.zero_grad()
    loss_a.backward(retain_graph=True)
    optimizer.zero_grad()
    loss_b.backward()
    optimizer.step()
    return (loss_a + loss_b).item()
