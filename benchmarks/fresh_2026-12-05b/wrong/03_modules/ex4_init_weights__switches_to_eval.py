# Mistake: "leave every module's mode (train/eval) as it was" — puts the model in eval mode while initialising and then back into train mode, whatever it was before.
def init_weights(model: nn.Module) -> nn.Module:
    model.eval()
    with torch.no_grad():
        for module in model.modules():
            if isinstance(module, nn.Linear):
                nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
                if module.bias is not None:
                    module.bias.zero_()
    model.train()
    return model
