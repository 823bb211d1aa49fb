# Right: clears the gradients through each module's zero_grad() instead of the optimizer's, runs shared once per loss (allowed) and backpropagates the sum with torch.autograd.backward.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        part.zero_grad()
    loss_a = F.cross_entropy(head_a(torch.relu(shared(x))), y_class)
    loss_b = F.mse_loss(head_b(torch.relu(shared(x))), y_reg)
    total = loss_a + loss_b
    torch.autograd.backward(total)
    optimizer.step()
    return float(total.item())
