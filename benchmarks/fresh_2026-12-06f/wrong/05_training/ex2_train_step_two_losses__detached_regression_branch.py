# Mistake: "whose gradients come from **both** losses" — detaches h for the regression head (to "avoid a second backward through the shared graph"), so `shared` only receives the cross-entropy's gradient.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h.detach()), y_reg)
    (loss_a + loss_b).backward()
    optimizer.step()
    return (loss_a + loss_b).item()
