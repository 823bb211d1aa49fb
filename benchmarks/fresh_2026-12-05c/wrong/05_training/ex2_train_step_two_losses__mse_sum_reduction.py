# Mistake: "`loss = cross_entropy(head_a(h), y_class) + mse_loss(head_b(h), y_reg)`" — uses a summed squared error, weighting the regression loss by N*R
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = torch.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg, reduction="sum")
    loss.backward()
    optimizer.step()
    return loss.item()
