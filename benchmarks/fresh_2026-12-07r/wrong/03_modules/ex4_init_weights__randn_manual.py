# Mistake: "with one `kaiming_normal_` call per `nn.Linear` and no other random draws: the tests ... compare your values with the reference's, number for number" — draws with torch.randn and scales by sqrt(2 / in_features): right distribution, different numbers from the same seed.
import math


def init_weights(model: nn.Module) -> nn.Module:
    with torch.no_grad():
        for module in model.modules():
            if isinstance(module, nn.Linear):
                std = math.sqrt(2.0 / module.in_features)
                module.weight.copy_(torch.randn(module.weight.shape) * std)
                if module.bias is not None:
                    module.bias.zero_()
    return model
