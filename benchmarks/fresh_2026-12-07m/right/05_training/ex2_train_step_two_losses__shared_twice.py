# Right: runs `shared` once per loss (the prompt allows it) and sums the two losses with torch.add before a single backward().
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    class_loss = F.cross_entropy(head_a(shared(x).relu()), y_class)
    reg_loss = F.mse_loss(head_b(shared(x).relu()), y_reg)
    total = torch.add(class_loss, reg_loss)
    total.backward()
    optimizer.step()
    return float(total)
