# Right: relies on kaiming_normal_'s defaults (a=0, mode="fan_in", nonlinearity="leaky_relu", whose gain with slope 0 is exactly sqrt(2), the ReLU gain) and zeroes the bias with fill_ under no_grad.
def init_weights(model: nn.Module) -> nn.Module:
    for _, module in model.named_modules():
        if not isinstance(module, nn.Linear):
            continue
        nn.init.kaiming_normal_(module.weight)
        if module.bias is not None:
            with torch.no_grad():
                module.bias.fill_(0.0)
    return model
