# Mistake: "Start from cleared gradients: whatever .grad holds when the function is called ... must not count": only the shared trunk's gradients are cleared (the heads "get one loss each"), so a head's gradient left over from an earlier step is added to this step's
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    shared.zero_grad()             # the trunk is where the two losses' gradients meet
    h = torch.relu(shared(x))
    ce = F.cross_entropy(head_a(h), y_class)
    mse = F.mse_loss(head_b(h), y_reg)
    ce.backward(retain_graph=True)
    mse.backward()
    optimizer.step()
    return ce.item() + mse.item()
