# Right: calls kaiming_normal_ with its defaults (mode='fan_in', nonlinearity='leaky_relu' with a=0, whose gain sqrt(2) equals ReLU's), iterating named_modules(), and zeroes the bias with Tensor.zero_ under no_grad.
def init_weights(model: nn.Module) -> nn.Module:
    for _name, module in model.named_modules():
        if not isinstance(module, nn.Linear):
            continue
        nn.init.kaiming_normal_(module.weight)
        if module.bias is not None:
            with torch.no_grad():
                module.bias.zero_()
    return model
