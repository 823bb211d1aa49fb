# Right: walks named_modules() (same order as modules()), passes a=0 explicitly and zeroes the bias under torch.no_grad() with zero_() instead of nn.init.zeros_.
def init_weights(model: nn.Module) -> nn.Module:
    for _, module in model.named_modules():
        if isinstance(module, nn.Linear):
            nn.init.kaiming_normal_(module.weight, a=0, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                with torch.no_grad():
                    module.bias.zero_()
    return model
