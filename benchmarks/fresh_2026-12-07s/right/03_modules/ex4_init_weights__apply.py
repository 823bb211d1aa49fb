# Right: uses model.apply (children before parents); the Linear layers are leaves, so they are reached in the same order as model.modules(), and zeroes the bias with torch.no_grad() + zero_().
def init_weights(model: nn.Module) -> nn.Module:
    def _init(m):
        if isinstance(m, nn.Linear):
            nn.init.kaiming_normal_(m.weight, mode="fan_in", nonlinearity="relu")
            if m.bias is not None:
                with torch.no_grad():
                    m.bias.zero_()
    model.apply(_init)
    return model
